import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

// Opens the antd Select labelled `label` and picks the option shown as `option`.
export async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }))
  await userEvent.click(within(await openDropdown()).getByTitle(option))
}

// The Select list opened last (antd keeps closed ones in the page, hidden).
export function openDropdown(): Promise<HTMLElement> {
  return waitFor(() => {
    const open = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-dropdown')).filter(
      (element) => !element.classList.contains('ant-select-dropdown-hidden'),
    )
    const last = open.at(-1)
    if (last === undefined) throw new Error('no Select list is open')
    return last
  })
}
