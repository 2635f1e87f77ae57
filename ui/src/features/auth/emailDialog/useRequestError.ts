import { useState } from 'react'
import { errorMessage } from '../../../api/baseApi'

// A step's request and the error the step shows for it: cleared as the request starts, the
// server's message (or the fallback) when it fails.
export function useRequestError() {
  const [error, setError] = useState<string>()
  const attempt = async (request: () => Promise<void>, fallback: string) => {
    setError(undefined)
    try {
      await request()
    } catch (failure) {
      setError(errorMessage(failure, fallback))
    }
  }
  return { error, attempt }
}
