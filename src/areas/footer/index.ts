/** The footer area's public face: the footer of <vmx-app>'s CHROME.Footer slot (loaded on demand). */
export { Footer } from './LazyFooter';
