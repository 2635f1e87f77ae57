// Package template holds the rules of default (master) and own report templates: fields,
// modalities, languages, sizes, the per-user limit and name uniqueness, and the picker filters.
package template

// The spec's validation messages and the product's own, shown to users verbatim.
const (
	MsgNameRequired    = "Template name is required"
	MsgTypeRequired    = "Template type is required"
	MsgContentRequired = "Template content is required"
	MsgModalityInvalid = "Modality must be one of CT, MRI, MX, IR, US or other"
	MsgLanguageInvalid = "Template language must be one of en, de, es, pt, it, fr, pl, lt, ro"
	MsgNameTooLong     = "Template name must be at most 200 characters"
	MsgTypeTooLong     = "Template type must be at most 100 characters"
	MsgContentTooLarge = "Template content must be at most 200 KB"
	MsgTooMany         = "You can have at most 5 templates. Delete one to add another."
	MsgNameTaken       = "You already have a template named \"%s\"."
	MsgNotFound        = "Template not found"
	MsgSearchTooLong   = "Search term must be at most 200 characters"
	MsgModalityFilter  = "Modality filter must be all, CT, MRI, MX, IR, US or other"
	MsgLanguageFilter  = "Language filter must be all, en, de, es, pt, it or fr"
)
