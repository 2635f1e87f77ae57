package guidance

// biradsWords words the assessment categories in one language; words/birads.json holds them.
type biradsWords struct {
	Dictated   string
	Names      map[string]string
	Likelihood map[string]string
	Management map[string]string
}

// biradsWordings are the wordings by language; a language without one reads English.
var biradsWordings = loadWords[biradsWords]("birads.json")

func biradsWordsFor(language string) *biradsWords { return forLanguage(biradsWordings, language) }
