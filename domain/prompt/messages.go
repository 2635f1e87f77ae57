// Package prompt holds the rules of AI prompts: a user's custom prompts, their saved
// prompt history, and the admin's default prompts with the admin list's visibility rule.
package prompt

// The spec's validation messages and the product's own, shown to users verbatim.
const (
	MsgCorrectionTooLong         = "Correction prompt cannot exceed 5000 characters"
	MsgReportGenerationTooLong   = "Report generation prompt cannot exceed 5000 characters"
	MsgTemplatePopulationTooLong = "Template population prompt cannot exceed 5000 characters"
	MsgReportFromScratchTooLong  = "Report from scratch prompt cannot exceed 5000 characters"
	MsgImpressionTooLong         = "Impression prompt cannot exceed 5000 characters"

	MsgEmptyPrompt        = "Cannot save an empty prompt"
	MsgSavedLimit         = "Maximum of 5 saved prompts reached"
	MsgSavedNameRequired  = "Please give the prompt a name"
	MsgSavedNameTooLong   = "Prompt name cannot exceed 100 characters"
	MsgSavedTextTooLong   = "Prompt text cannot exceed 5000 characters"
	MsgPromptTypeInvalid  = "Prompt type must be template_population or report_from_scratch"
	MsgSavedPromptMissing = "Saved prompt not found"

	MsgNameRequired       = "Prompt name is required"
	MsgTextRequired       = "Prompt text is required"
	MsgNameTooLong        = "Prompt name must be at most 200 characters"
	MsgDescriptionTooLong = "Description must be at most 1000 characters"
	MsgTextTooLong        = "Prompt text must be at most 50000 characters"
	MsgLanguageInvalid    = "Please choose a language from the list"
	MsgPromptNameTaken    = "A prompt named \"%s\" already exists for this language."
	MsgPromptNotFound     = "Prompt not found"
)

// Problem is a broken rule of the request itself; its text is shown to the user as it is.
type Problem string

func (p Problem) Error() string { return string(p) }

// Conflict is a rule broken by what already exists (a taken name, a full list).
type Conflict string

func (c Conflict) Error() string { return string(c) }
