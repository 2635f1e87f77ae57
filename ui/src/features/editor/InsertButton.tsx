import { CheckOutlined, PlusOutlined } from '@ant-design/icons'
import { Button } from 'antd'

interface InsertButtonProps {
  inserted: boolean
  onInsert: () => void
  /** The id of the text it inserts, read out with the button. */
  describedBy: string
}

/** Puts a suggestion in the report's impression, once: afterwards it says 'Inserted'. */
export function InsertButton({ inserted, onInsert, describedBy }: InsertButtonProps) {
  return (
    <Button
      size="small"
      icon={inserted ? <CheckOutlined aria-hidden /> : <PlusOutlined aria-hidden />}
      disabled={inserted}
      aria-describedby={describedBy}
      onClick={onInsert}
    >
      {inserted ? 'Inserted' : 'Insert'}
    </Button>
  )
}
