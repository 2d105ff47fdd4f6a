/**
 * The return addresses an attacker would try (issue 16, point 6), for the table tests of the one rule
 * (src/core/returnPath.ts): tests/security/return-address.test.ts runs the rule on them with Node's
 * WHATWG URL parser, tests/security/return-address.spec.ts follows them in Chromium.
 */

/** Addresses that lead to another site (or run script) when a browser follows them as a link. */
export const HOSTILE_RETURN_ADDRESSES: readonly string[] = [
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '//evil.example',
  '///evil.example',
  ' //evil.example',
  '\t//evil.example',
  '/\t\\evil.example',
  'https://evil.example/home/demo/ehc2026/en-GB',
  'HTTPS://evil.example',
  '//evil.example@platform.invalid',
  'javascript:alert(document.domain)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
];

/** Addresses of the platform itself, and the path the rule keeps of each. */
export const PLATFORM_RETURN_ADDRESSES: readonly { candidate: string; path: string }[] = [
  { candidate: '/home/demo/ehc2026/en-GB', path: '/home/demo/ehc2026/en-GB' },
  { candidate: '/myarea/demo/ehc2026/en-GB/program?day=1', path: '/myarea/demo/ehc2026/en-GB/program?day=1' },
  { candidate: '/programme/demo/ehc2026/en-GB/search?q=heart#results', path: '/programme/demo/ehc2026/en-GB/search?q=heart#results' },
  // Encoded, a tab or a backslash is only a character of the path.
  { candidate: '/%09/evil.example', path: '/%09/evil.example' },
  { candidate: '/%5Cevil.example', path: '/%5Cevil.example' },
];
