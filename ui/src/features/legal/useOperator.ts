import { useGetSiteInfoQuery } from '../site'

export interface Operator {
  /** The legal name, or a neutral phrase while the site info is loading or unset. */
  name: string
  email: string
  address: string
}

/** The company that runs this RadScribe installation, as configured on the server. */
export function useOperator(): Operator {
  const { data } = useGetSiteInfoQuery()
  return {
    name: data?.legalName || 'the operator of RadScribe',
    email: data?.contactEmail ?? '',
    address: data?.address ?? '',
  }
}
