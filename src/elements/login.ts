/**
 * <vmx-login>: sign-in on any page. Attributes: instance, event, language, api-base.
 * Events: vmx-login ({ userId, email }), vmx-logout.
 */
import { LoginWidget } from '../areas/auth';
import { defineElement } from './define';

defineElement({ tag: 'vmx-login', kind: 'event', component: LoginWidget });
