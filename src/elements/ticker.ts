/** <vmx-ticker>: the scrolling news ticker. Attributes: instance, event, language, api-base. */
import { Ticker } from '../areas/ticker';
import { defineElement } from './define';

defineElement({ tag: 'vmx-ticker', kind: 'event', component: Ticker });
