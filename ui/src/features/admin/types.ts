export interface AiPromptInput {
  name: string
  description: string
  promptText: string
  language: string
}

export interface AiPrompt extends AiPromptInput {
  id: string
  createdAt: string
  updatedAt: string
}
