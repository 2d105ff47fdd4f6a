/** The ticker area's public face. */
export { Ticker } from './Ticker';
