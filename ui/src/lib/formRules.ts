import type { FormRule } from 'antd'
import type { RuleObject } from 'antd/es/form'
import { checkConfirmation, type Check } from './validation'

// Adapts a validation check to an antd Form rule.
export function ruleFrom(check: Check): RuleObject {
  return {
    validator: (_rule, value: unknown) => {
      const problem = check(typeof value === 'string' ? value : '')
      return problem === undefined ? Promise.resolve() : Promise.reject(new Error(problem))
    },
  }
}

// The confirmation field's rule: it must equal the field named passwordField.
export function matchesField(passwordField: string): FormRule {
  return ({ getFieldValue }) => {
    const password: unknown = getFieldValue(passwordField)
    return ruleFrom(checkConfirmation(typeof password === 'string' ? password : ''))
  }
}
