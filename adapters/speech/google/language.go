package google

import (
	"fmt"
	"strings"
)

// languageCodes maps the product's dictation languages to Google's BCP-47 codes. Bare
// languages get the region whose variant radiologists there dictate (Portugal for pt, Spain
// for es); Brazil and Switzerland have their own codes.
var languageCodes = map[string]string{
	"en":    "en-US",
	"de":    "de-DE",
	"de-ch": "de-CH",
	"es":    "es-ES",
	"pt":    "pt-PT",
	"pt-br": "pt-BR",
	"sv":    "sv-SE",
	"sl":    "sl-SI",
	"it":    "it-IT",
	"fr":    "fr-FR",
	"pl":    "pl-PL",
	"lt":    "lt-LT",
	"ro":    "ro-RO",
	"el":    "el-GR",
}

// languageCode returns Google's code for a product language (any letter case).
func languageCode(language string) (string, error) {
	code, ok := languageCodes[strings.ToLower(strings.TrimSpace(language))]
	if !ok {
		return "", fmt.Errorf("google speech: no Google language for dictation language %q", language)
	}
	return code, nil
}
