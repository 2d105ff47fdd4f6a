/** The consent area's public face: the cookie banner and the third-party widgets, as one overlay of <vmx-app>. */
export { ConsentOverlay } from './ConsentOverlay';
