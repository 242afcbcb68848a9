/** Standalone start of mf-catalog (its own dev server): the shell is not involved. */
import '@qmj/web-kit/styles.css';
import { mountApp } from '@qmj/web-kit';
import App from './app';

mountApp(App);
