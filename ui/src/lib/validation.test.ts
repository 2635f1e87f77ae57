import { describe, expect, it } from 'vitest'
import {
  checkCode,
  checkConfirmation,
  checkEmail,
  checkFirstName,
  checkLastName,
  checkLoginPassword,
  checkNewPassword,
  type Check,
} from './validation'

const invalidEmail = 'Please enter a valid email address'
const tooCommon = 'This password is too common. Please choose a less common one.'

const cases: { name: string; check: Check; value: string; expected: string | undefined }[] = [
  { name: 'plain e-mail', check: checkEmail, value: 'ada@example.com', expected: undefined },
  { name: 'e-mail with surrounding spaces', check: checkEmail, value: ' ada@example.com ', expected: undefined },
  { name: 'e-mail with plus and subdomain', check: checkEmail, value: 'ada+rs@mail.example.co', expected: undefined },
  { name: 'empty e-mail', check: checkEmail, value: '', expected: invalidEmail },
  { name: 'e-mail without @', check: checkEmail, value: 'ada.example.com', expected: invalidEmail },
  { name: 'e-mail with two @', check: checkEmail, value: 'ada@b@example.com', expected: invalidEmail },
  { name: 'e-mail without a dot in the domain', check: checkEmail, value: 'ada@localhost', expected: invalidEmail },
  { name: 'e-mail with consecutive dots', check: checkEmail, value: 'ada..l@example.com', expected: invalidEmail },
  { name: 'e-mail with a leading dot', check: checkEmail, value: '.ada@example.com', expected: invalidEmail },
  { name: 'e-mail with a space inside', check: checkEmail, value: 'ada l@example.com', expected: invalidEmail },
  { name: 'e-mail with a display name', check: checkEmail, value: 'Ada <ada@example.com>', expected: invalidEmail },
  { name: 'e-mail with a one-letter top-level domain', check: checkEmail, value: 'ada@example.c', expected: invalidEmail },
  { name: 'e-mail with a numeric top-level domain', check: checkEmail, value: 'ada@example.123', expected: invalidEmail },
  { name: 'e-mail with a hyphen-edged label', check: checkEmail, value: 'ada@-example.com', expected: invalidEmail },
  { name: 'e-mail with a long local part', check: checkEmail, value: `${'a'.repeat(65)}@example.com`, expected: invalidEmail },
  { name: 'e-mail too long', check: checkEmail, value: `ada@${Array(5).fill('a'.repeat(60)).join('.')}.com`, expected: invalidEmail },
  { name: 'new password of 8', check: checkNewPassword, value: 'Sonograf', expected: undefined },
  { name: 'new password of 7', check: checkNewPassword, value: 'abcdefg', expected: 'Password must be at least 8 characters' },
  { name: 'new password of 8 emoji', check: checkNewPassword, value: '🔒'.repeat(8), expected: undefined },
  { name: 'new password of 7 emoji', check: checkNewPassword, value: '🔒'.repeat(7), expected: 'Password must be at least 8 characters' },
  { name: 'new password of 128', check: checkNewPassword, value: 'a'.repeat(128), expected: undefined },
  { name: 'new password of 129', check: checkNewPassword, value: 'a'.repeat(129), expected: 'Password must be at most 128 characters' },
  { name: 'common password', check: checkNewPassword, value: 'password', expected: tooCommon },
  { name: 'common password in another case', check: checkNewPassword, value: 'PassWord1', expected: tooCommon },
  { name: 'common password of 8 letters', check: checkNewPassword, value: 'abcdefgh', expected: tooCommon },
  { name: 'common password made longer', check: checkNewPassword, value: 'password-for-radiology', expected: undefined },
  { name: 'short and common: the length rule speaks', check: checkNewPassword, value: '123456', expected: 'Password must be at least 8 characters' },
  { name: 'login password present', check: checkLoginPassword, value: 'x', expected: undefined },
  { name: 'login password empty', check: checkLoginPassword, value: '', expected: 'Password is required' },
  { name: 'first name present', check: checkFirstName, value: 'Ada', expected: undefined },
  { name: 'first name blank', check: checkFirstName, value: '  ', expected: 'First name is required' },
  { name: 'first name too long', check: checkFirstName, value: 'a'.repeat(101), expected: 'Names must be at most 100 characters' },
  { name: 'last name present', check: checkLastName, value: 'Lovelace', expected: undefined },
  { name: 'last name empty', check: checkLastName, value: '', expected: 'Last name is required' },
  { name: 'six-digit code', check: checkCode, value: '012345', expected: undefined },
  { name: 'five-digit code', check: checkCode, value: '12345', expected: 'Code must be 6 digits' },
  { name: 'code with a letter', check: checkCode, value: '12345a', expected: 'Code must be 6 digits' },
  { name: 'matching confirmation', check: checkConfirmation('Secret123'), value: 'Secret123', expected: undefined },
  { name: 'different confirmation', check: checkConfirmation('Secret123'), value: 'Secret124', expected: "Passwords don't match" },
]

describe('validation', () => {
  it.each(cases)('$name', ({ check, value, expected }) => {
    expect(check(value)).toBe(expected)
  })
})
