/**
 * dist/vmx-all.js: the one classic script tag, for pages that cannot use a module script (an old CMS
 * template, a tag manager). `<script src=".../vmx-all.js"></script>` defines every element.
 *
 * It is a loader of a few hundred bytes: it imports the ESM autoloader dist/vmx.js from beside itself and
 * has it define every element at once. So a page with both scripts has one copy of each module (one
 * React, one event-context registry), and
 * what an element needs only later (SurveyJS with a survey, hls.js with a stream, the pages of
 * <vmx-app>) still downloads only when it is needed: the whole bundle inlined is over 800 kB gzip.
 *
 * No imports here: the build emits this entry as plain script text (no import or export statement),
 * which a classic script tag runs. A dynamic import() is allowed in a classic script.
 */
// In a function: a classic script's top-level names would be globals of the host page.
(() => {
  const script = document.currentScript;
  // document.currentScript is the tag while a classic script first runs; as a module it is null.
  const base = script instanceof HTMLScriptElement && script.src ? script.src : document.baseURI;
  import(/* @vite-ignore */ new URL('vmx.js', base).href)
    .then((autoloader: { defineEveryElement(): void }) => autoloader.defineEveryElement())
    .catch((error: unknown) => console.error('[vmx] could not load the elements from beside vmx-all.js', error));
})();
