package stripemocktest

// Field reads a nested value of a decoded Stripe answer: Field(answer, "items", "data", 0, "id");
// nil where the path leads nowhere.
func Field(value any, path ...any) any {
	for _, step := range path {
		switch key := step.(type) {
		case string:
			object, _ := value.(map[string]any)
			value = object[key]
		case int:
			list, _ := value.([]any)
			if key >= len(list) {
				return nil
			}
			value = list[key]
		}
	}
	return value
}
