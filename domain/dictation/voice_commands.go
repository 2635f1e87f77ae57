package dictation

import (
	"slices"
	"strings"

	"github.com/radscribe/radscribe/domain/lang"
)

// CommandKind names a voice command said while dictating live.
type CommandKind string

const (
	CommandNewParagraph  CommandKind = "new_paragraph"
	CommandNextField     CommandKind = "next_field"
	CommandPreviousField CommandKind = "previous_field"
	// CommandScratchThat undoes the utterance dictated last.
	CommandScratchThat   CommandKind = "scratch_that"
	CommandInsertMacro   CommandKind = "insert_macro"
	CommandStopDictation CommandKind = "stop_dictation"
)

// Command is a voice command read from one utterance. Macro is the name said after "insert
// macro", with the words as dictated ("normal CT head"), so look it up ignoring case.
type Command struct {
	Kind  CommandKind
	Macro string
}

// CommandPhrases is one command and the phrases that say it in one language. The phrases of
// CommandInsertMacro are said before the macro's name.
type CommandPhrases struct {
	Kind    CommandKind
	Phrases []string
}

// commandOrder is the order CommandWords lists the commands in.
var commandOrder = []CommandKind{
	CommandNewParagraph, CommandNextField, CommandPreviousField, CommandScratchThat,
	CommandInsertMacro, CommandStopDictation,
}

// maxEdgeFillers is how many hesitations ("uh", "äh") may come before a command and after it:
// a command is said in one breath, and a longer run is more likely dictation the speech engine
// misheard than a hesitant command.
const maxEdgeFillers = 2

// commandTable is one language's commands, matched on words folded by lang.FoldAccents.
type commandTable struct {
	whole map[string]CommandKind // a whole utterance's folded words, joined by spaces
	// macroPrefixes are the folded words of the insert macro phrases, longest first.
	macroPrefixes [][]string
	listed        map[CommandKind][]string // as written, one spelling of each, for CommandWords
}

// commandTables covers every language of the spoken punctuation table.
var commandTables = func() map[string]*commandTable {
	out := map[string]*commandTable{}
	for language, marks := range spoken {
		table := &commandTable{whole: map[string]CommandKind{}, listed: map[CommandKind][]string{}}
		for text, m := range marks {
			switch m {
			case markParagraph:
				table.add(CommandNewParagraph, text)
			case markScratch:
				table.add(CommandScratchThat, text)
			}
		}
		words := commandWords[language]
		for kind, phrases := range map[CommandKind][]string{
			CommandNextField: words.nextField, CommandPreviousField: words.previousField,
			CommandScratchThat: words.scratch, CommandStopDictation: words.stop, CommandInsertMacro: words.insertMacro,
		} {
			for _, p := range phrases {
				table.add(kind, p)
			}
		}
		slices.SortFunc(table.macroPrefixes, func(a, b []string) int { return len(b) - len(a) })
		for kind, phrases := range table.listed {
			table.listed[kind] = oneSpellingEach(phrases)
		}
		out[language] = table
	}
	return out
}()

func (t *commandTable) add(kind CommandKind, phrase string) {
	t.listed[kind] = append(t.listed[kind], phrase)
	words := strings.Fields(phrase)
	for i, w := range words {
		words[i] = lang.FoldAccents(w)
	}
	if kind == CommandInsertMacro {
		t.macroPrefixes = append(t.macroPrefixes, words)
		return
	}
	t.whole[strings.Join(words, " ")] = kind
}

// oneSpellingEach sorts phrases and keeps one of those that fold alike ("nuevo párrafo",
// "nuevo parrafo"): the accented one, which is longer in bytes, as the profile page shows it.
func oneSpellingEach(phrases []string) []string {
	best := map[string]string{}
	for _, p := range phrases {
		key := lang.FoldAccents(p)
		if len(p) > len(best[key]) {
			best[key] = p
		}
	}
	out := make([]string, 0, len(best))
	for _, p := range best {
		out = append(out, p)
	}
	slices.Sort(out)
	return out
}

// ReadCommand reads utterance, the text a speech engine returned for one stretch of speech
// between pauses, as a voice command of language. Only a whole utterance is a command: "next
// field" is, "the next field of view shows" and "new paragraph impression" are not (spoken
// punctuation handles "new paragraph" inside dictation). Case, accents, the punctuation an
// engine adds ("Scratch that!") and up to two hesitations before and after ("uh, next
// field") are ignored. "insert macro" needs a name after it ("insert macro normal chest").
//
// The language's own phrases are read, then English ones: radiologists often learned their
// commands on English-language software, and an English command said alone is no utterance of
// another language. Other languages' phrases are not read, because one language's command can
// be an ordinary word in another (Portuguese "apagar" is "switch off" in Spanish), and the
// engine writes what it hears in the dictation language anyway. A language without a table
// is read as English.
func ReadCommand(utterance, language string) (Command, bool) {
	language = PunctuationLanguage(language)
	toks := trimFillers(splitLine(utterance), language)
	if len(toks) == 0 {
		return Command{}, false
	}
	folded := make([]string, len(toks))
	for i, t := range toks {
		folded[i] = lang.FoldAccents(t.word)
	}
	whole := strings.Join(folded, " ")
	for _, l := range []string{language, "en"} {
		table := commandTables[l]
		if kind, ok := table.whole[whole]; ok {
			return Command{Kind: kind}, true
		}
		for _, prefix := range table.macroPrefixes {
			if len(folded) > len(prefix) && slices.Equal(folded[:len(prefix)], prefix) {
				name := trimFillers(toks[len(prefix):], language)
				if len(name) == 0 {
					return Command{}, false
				}
				return Command{Kind: CommandInsertMacro, Macro: spanWords(name)}, true
			}
		}
	}
	return Command{}, false
}

// trimFillers drops the tokens that are only marks ("…", "!") and up to maxEdgeFillers
// hesitations of language or English at each end; English ones too because the English
// phrases are read in every language.
func trimFillers(toks []dtoken, language string) []dtoken {
	words := make([]dtoken, 0, len(toks))
	for _, t := range toks {
		if t.word != "" {
			words = append(words, t)
		}
	}
	isFiller := func(t dtoken) bool {
		return disfluencies[language].isFiller(t, nil, nil) || disfluencies["en"].isFiller(t, nil, nil)
	}
	for n := 0; n < maxEdgeFillers && len(words) > 0 && isFiller(words[0]); n++ {
		words = words[1:]
	}
	for n := 0; n < maxEdgeFillers && len(words) > 0 && isFiller(words[len(words)-1]); n++ {
		words = words[:len(words)-1]
	}
	return words
}

// CommandWords lists each voice command with its phrases in language, for the profile page;
// a language without a table gets English, as ReadCommand reads it. English phrases are read
// in every language too (CommandWords("en")).
func CommandWords(language string) []CommandPhrases {
	table := commandTables[PunctuationLanguage(language)]
	out := make([]CommandPhrases, 0, len(commandOrder))
	for _, kind := range commandOrder {
		out = append(out, CommandPhrases{Kind: kind, Phrases: slices.Clone(table.listed[kind])})
	}
	return out
}
