/**
 * Ours: the longest an element waits for its first screen to be whole before showing what it has, loading states
 * included. The skeleton stays that long over a tree that is still busy (elements/skeletonReveal.ts), and
 * <vmx-programme> holds its first page that long for its reads and code (areas/programme/useFirstScreenHold.ts):
 * one bound, so the page is never held past the moment the skeleton gives way.
 */
export const FIRST_SCREEN_WAIT_MS = 3_000;
