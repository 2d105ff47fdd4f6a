/** <vmx-app>: the whole platform as one page; it owns the address. Attributes: api-base (default /). */
import { App } from '../areas/shell';
import { defineElement } from './define';
// The pages of vmx-app place these elements; they share vmx-app's event context through the registry.
import './ticker';
import './logo-grid';

export const VmxApp = defineElement({ tag: 'vmx-app', kind: 'standalone', component: App });
