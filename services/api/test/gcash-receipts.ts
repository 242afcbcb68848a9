// The suite's GCash-like receipts (docs/receipts.md, "Test receipts and the accuracy bench"): drawn by
// scripts/lib/gcash-receipts.mjs, plain JavaScript so that the reading bench loads the same code on Node 20.
export * from '../../../scripts/lib/gcash-receipts.mjs';
