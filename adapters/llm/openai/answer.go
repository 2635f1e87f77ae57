package openai

import (
	"encoding/json"
	"fmt"
	"strings"
)

// unfence drops the markdown code fence some models wrap around an answer despite the prompt.
func unfence(text string) string {
	text = strings.TrimSpace(text)
	if !strings.HasPrefix(text, "```") {
		return text
	}
	text = strings.TrimPrefix(text, "```")
	if newline := strings.IndexByte(text, '\n'); newline >= 0 {
		text = text[newline+1:] // the language tag: ```json, ```html
	}
	return strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(text), "```"))
}

// decodeObject reads the JSON object in an answer; servers without structured output may put
// a sentence or a fence around it.
func decodeObject(text string, into any) error {
	text = unfence(text)
	start, end := strings.IndexByte(text, '{'), strings.LastIndexByte(text, '}')
	if start < 0 || end < start {
		return errMalformed
	}
	if err := json.Unmarshal([]byte(text[start:end+1]), into); err != nil {
		// The decoder's message quotes no input beyond an offset, so it is safe to keep.
		return fmt.Errorf("%w: %v", errMalformed, err)
	}
	return nil
}

// html is an HTML answer (fill, generate), which must not be empty.
func html(text string) (string, error) {
	text = unfence(text)
	if text == "" {
		return "", errEmpty
	}
	return text, nil
}
