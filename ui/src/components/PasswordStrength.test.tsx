import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PasswordStrength } from './PasswordStrength'

describe('PasswordStrength', () => {
  it('shows a common password as Weak, whatever it is made of', () => {
    render(<PasswordStrength password="Password1" />)
    expect(screen.getByText('Weak')).toBeInTheDocument()
    expect(screen.queryByText('Good')).not.toBeInTheDocument()
    expect(screen.queryByText('Strong')).not.toBeInTheDocument()
  })

  it('shows an uncommon password by its criteria', () => {
    render(<PasswordStrength password="Xkcdfjw1" />)
    expect(screen.getByText('Strong')).toBeInTheDocument()
  })
})
