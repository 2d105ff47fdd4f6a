/** The shell area's public face: the standalone platform. */
export { App, type AppProps, type ChromeComponents } from './App';
