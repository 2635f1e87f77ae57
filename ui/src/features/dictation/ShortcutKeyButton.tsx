import { Button } from 'antd'
import { useState, type KeyboardEvent } from 'react'

interface ShortcutKeyButtonProps {
  /** The id of the element that names the action. */
  labelId: string
  value: string
  /** Takes a key pressed while waiting; answers whether it was taken. */
  onKey: (key: string) => boolean
}

// A press-a-key field: clicked (or Enter), it waits for the next key; Escape or leaving it gives
// up, and Tab still moves on.
export function ShortcutKeyButton({ labelId, value, onKey }: ShortcutKeyButtonProps) {
  const [waiting, setWaiting] = useState(false)
  const buttonId = `${labelId}-key`

  const keyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!waiting || event.key === 'Tab') return
    event.preventDefault()
    if (event.key === 'Escape' || onKey(event.key)) setWaiting(false)
  }

  return (
    <Button
      id={buttonId}
      aria-labelledby={`${labelId} ${buttonId}`}
      type={waiting ? 'primary' : 'default'}
      ghost={waiting}
      onClick={() => {
        setWaiting(true)
      }}
      onBlur={() => {
        setWaiting(false)
      }}
      onKeyDown={keyDown}
    >
      {waiting ? 'Press a key...' : value}
    </Button>
  )
}
