import '@qmj/web-kit/styles.css';
import './shell.css';
import { mountApp } from '@qmj/web-kit';
import App from './app';
import { startRemotes } from './remotes/registry';

// The module list loads alongside the stored session, before the first render.
startRemotes();
mountApp(App);
