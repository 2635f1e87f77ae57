import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useQuill } from './useQuill'

function Editor({ value, ready }: { value: string; ready: boolean }) {
  const hostRef = useQuill({
    toolbar: [],
    toolbarLabel: 'Formatting',
    label: 'Editor',
    value,
    onChange: vi.fn(),
    sanitise: (html) => html.replace('<b>unsafe</b>', ''),
    ready,
  })
  return <div ref={hostRef} />
}

describe('useQuill', () => {
  it('holds a value from outside until what cleans it is ready', () => {
    const { rerender } = render(<Editor value="<p>Liver: normal.<b>unsafe</b></p>" ready={false} />)
    expect(screen.getByRole('textbox', { name: 'Editor' })).toHaveTextContent(/^$/)
    rerender(<Editor value="<p>Liver: normal.<b>unsafe</b></p>" ready />)
    expect(screen.getByRole('textbox', { name: 'Editor' })).toHaveTextContent(/^Liver: normal\.$/)
  })
})
