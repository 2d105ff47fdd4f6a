/** The logo grid area's public face. */
export { LogoGrid } from './LogoGrid';
