/**
 * English (US) · reseller: a service sold through a reseller. Keys starting with `reseller.`.
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'reseller.heading': 'Reseller',
  'reseller.soldBy': 'You bought this service from {name}.',
  'reseller.support.theirs': 'For help with this service, contact {name}; they look after it directly:',
  'reseller.support.ours': 'You can reach {name} here, or contact our support:',
  'reseller.support.email': 'Email',
  'reseller.support.url': 'Support website',
  'reseller.support.hours': 'Hours: {hours}',
  'reseller.support.contact': 'Contact {name}',
  'reseller.login.heading': 'Client login',
  'reseller.login.intro': '{name} gave you a login for the client app. If you forgot the password or someone else may have it, reset it here.',
  'reseller.login.start': 'Reset client password',
  'reseller.login.notAllowed': '{name} does not let customers reset the password themselves; contact them when you need a new one.',
  'reseller.dialog.heading': 'Reset client password',
  'reseller.dialog.checking': 'Checking which login will be reset…',
  'reseller.dialog.username': 'Login: {username}',
  'reseller.dialog.what': 'A new password is made and the old one stops working at once: every app and device signed in with it must sign in again with the new one.',
  'reseller.dialog.panel': 'The new password also signs you in to the {name} member site.',
  'reseller.dialog.confirm': 'Make a new password',
  'reseller.dialog.resetting': 'Resetting…',
  'reseller.dialog.cancel': 'Cancel',
  'reseller.done.heading': 'Your new password',
  'reseller.done.once': 'The new password is shown only this once and we do not keep it. Write it down or copy it to your password manager now.',
  'reseller.done.username': 'Login',
  'reseller.done.password': 'New password',
  'reseller.done.copy': 'Copy password',
  'reseller.done.copied': 'Copied',
  'reseller.done.close': 'I have saved it, close',
  'reseller.lost': 'The reset did not answer: the password may have changed. Reset it again to get a new one.',
} satisfies AreaMessages;
