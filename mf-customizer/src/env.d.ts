/// <reference types="@rsbuild/core/types" />

/** The build id (env QMJ_BUILD_ID), set by the shared Rsbuild config. */
declare const __QMJ_BUILD_ID__: string;
