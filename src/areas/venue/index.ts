/** The venue area's public face: the VenuePage for <vmx-app> (also the venue splash, access flow step 7). */
export { VenuePage } from './VenuePage';
