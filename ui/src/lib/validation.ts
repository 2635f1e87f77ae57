import commonPasswordList from '../../../domain/account/common_passwords.txt?raw'
import { codePointLength } from './codePointLength'

// Client-side checks with the server's exact messages (domain/account), so a form shows the
// same words whether the browser or the server catches the problem.

export const validationMessages = {
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordTooCommon: 'This password is too common. Please choose a less common one.',
  passwordsMismatch: "Passwords don't match",
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameTooLong: 'Names must be at most 100 characters',
  passwordRequired: 'Password is required',
  codeFormat: 'Code must be 6 digits',
} as const

/** A check returns the message for a value that breaks a rule, or undefined. */
export type Check = (value: string) => string | undefined

const MAX_EMAIL_LENGTH = 254
const MAX_LOCAL_PART_LENGTH = 64
const MAX_DOMAIN_LABEL_LENGTH = 63
const MIN_PASSWORD_LENGTH = 8
const MAX_PASSWORD_LENGTH = 128
const MAX_NAME_LENGTH = 100
const CODE_PATTERN = /^[0-9]{6}$/

const LOCAL_PART_PATTERN = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+$/
const DOMAIN_LABEL_PATTERN = /^[a-zA-Z0-9-]+$/

function validDomainLabel(label: string, isTopLevel: boolean): boolean {
  if (label.length > MAX_DOMAIN_LABEL_LENGTH || !DOMAIN_LABEL_PATTERN.test(label)) return false
  if (label.startsWith('-') || label.endsWith('-')) return false
  return !isTopLevel || (label.length >= 2 && !/[0-9]/.test(label))
}

// local@domain.tld without spaces, quotes, consecutive dots or a display name, like the server.
function validEmail(raw: string): boolean {
  const email = raw.trim()
  if (email === '' || email.length > MAX_EMAIL_LENGTH) return false
  const [local = '', ...domainParts] = email.split('@')
  if (domainParts.length !== 1 || local === '' || local.length > MAX_LOCAL_PART_LENGTH) return false
  if (!LOCAL_PART_PATTERN.test(local)) return false
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false
  const labels = (domainParts[0] ?? '').split('.')
  return labels.length >= 2 && labels.every((label, i) => validDomainLabel(label, i === labels.length - 1))
}

export const checkEmail: Check = (email) =>
  validEmail(email) ? undefined : validationMessages.invalidEmail

// The server's list of common passwords (lower case, one a line, after a header of "#" lines),
// read into a set at the first check.
let commonPasswords: Set<string> | undefined

/** Whether the server refuses password as too common (its list, compared in lower case). */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    commonPasswordList.split(/\r?\n/).filter((line) => line !== '' && !line.startsWith('#')),
  )
  return commonPasswords.has(password.toLowerCase())
}

export const checkNewPassword: Check = (password) => {
  const length = codePointLength(password)
  if (length < MIN_PASSWORD_LENGTH) return validationMessages.passwordTooShort
  if (length > MAX_PASSWORD_LENGTH) return validationMessages.passwordTooLong
  if (isCommonPassword(password)) return validationMessages.passwordTooCommon
  return undefined
}

export const checkLoginPassword: Check = (password) =>
  password === '' ? validationMessages.passwordRequired : undefined

function checkName(requiredMessage: string): Check {
  return (name) => {
    if (name.trim() === '') return requiredMessage
    if (codePointLength(name) > MAX_NAME_LENGTH) return validationMessages.nameTooLong
    return undefined
  }
}

export const checkFirstName = checkName(validationMessages.firstNameRequired)
export const checkLastName = checkName(validationMessages.lastNameRequired)

export const checkCode: Check = (code) =>
  CODE_PATTERN.test(code) ? undefined : validationMessages.codeFormat

export function checkConfirmation(password: string): Check {
  return (confirmation) => (confirmation === password ? undefined : validationMessages.passwordsMismatch)
}
