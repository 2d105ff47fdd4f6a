/** The embed builder area's public face: EmbedBuilder, the body of <vmx-embed-builder> (the page /embed/{instance}/{event}/{language}). */
export { EmbedBuilder } from './EmbedBuilder';
