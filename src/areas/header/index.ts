/** The header area's public face: the header of <vmx-app> (its ChromeComponents.Header slot). */
export { Header } from './Header';
