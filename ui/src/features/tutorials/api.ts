import { baseApi } from '../../api/baseApi'
import type { ContactRequest, ContactResponse, TutorialVideo } from './types'

export const tutorialsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The configured videos; they change only when the server restarts.
    getTutorials: build.query<TutorialVideo[], void>({
      query: () => 'tutorials',
    }),
    submitContact: build.mutation<ContactResponse, ContactRequest>({
      query: (body) => ({ url: 'contact', method: 'POST', body }),
    }),
  }),
})

export const { useGetTutorialsQuery, useSubmitContactMutation } = tutorialsApi
