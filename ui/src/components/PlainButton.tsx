import type { ButtonHTMLAttributes } from 'react'
import styles from './PlainButton.module.css'

interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'default' | 'text'
  size?: 'middle' | 'large'
  block?: boolean
}

// A button drawn like antd's Button in the app's theme, for what signed-out visitors see first
// (the landing page and its header), which ships without antd to load quickly.
export function PlainButton({
  variant = 'default',
  size = 'middle',
  block = false,
  className,
  type = 'button',
  ...props
}: PlainButtonProps) {
  const classes = [styles.button, styles[variant], styles[size], block && styles.block, className]
  return <button type={type} className={classes.filter(Boolean).join(' ')} {...props} />
}
