/**
 * The elements as JSX intrinsic elements, so that areas (and React hosts) can render them by tag with
 * type-checked attributes. Issue 8 extends this into the published React 19 types.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type VmxElementAttributes = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  instance?: string;
  event?: string;
  language?: string;
  'api-base'?: string;
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'vmx-app': VmxElementAttributes;
      'vmx-ticker': VmxElementAttributes;
      'vmx-logo-grid': VmxElementAttributes & { 'platform-url'?: string };
      'vmx-login': VmxElementAttributes;
      'vmx-programme': VmxElementAttributes & { view?: string; day?: string; filter?: string; 'platform-url'?: string };
      'vmx-exhibitors': VmxElementAttributes & { include?: string; exclude?: string; sort?: string; 'platform-url'?: string };
      'vmx-exhibitor-profile': VmxElementAttributes & { 'company-account-id'?: string; tab?: string; 'platform-url'?: string };
      'vmx-charity-highscore': VmxElementAttributes & { view?: string; 'project-id'?: string; 'platform-url'?: string };
      'vmx-evaluation': VmxElementAttributes & { 'session-id'?: string; 'platform-url'?: string };
    }
  }
}
