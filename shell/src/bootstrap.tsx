import '@qmj/web-kit/styles.css';
import './shell.css';
import { mountApp } from '@qmj/web-kit';
import App from './app';
import { loadRemotesConfig } from './remotes/registry';

// The module list loads alongside the stored session, before the first render.
void loadRemotesConfig();
mountApp(App);
