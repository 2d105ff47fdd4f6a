/** The frame area's public face: <vmx-app>'s reports to a host page that frames it (issue 8). */
export { FramedPage } from './FramedPage';
