import '@qmj/web-kit/styles.css';
import './shell.css';
import { mountApp } from '@qmj/web-kit';
import App from './app';
import { startRemotes } from './remotes/registry';

export function startShell(): void {
  // The routes read the module list (requested by the entry) from the store.
  startRemotes();
  mountApp(App);
}
