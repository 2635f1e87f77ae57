package reporting

import (
	"context"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/macro"
	"github.com/radscribe/radscribe/domain/phi"
	"github.com/radscribe/radscribe/domain/report"
	"github.com/radscribe/radscribe/ports"
)

// correct is the step every path starts with: the user's macros expanded ("insert normal
// chest"), then the user's vocabulary for the language, the correction prompt, the writer;
// then each applied vocabulary entry is counted.
//
// The vocabulary and macros come from memory while their versions, read first in one
// statement, have not moved (correctionCache), and the writer is told the vocabulary's
// version so it can keep what it prepares from it.
func (s *Service) correct(ctx context.Context, user account.User, text string, book promptBook) (ports.CorrectionResult, error) {
	v, err := s.versions(ctx, user.ID)
	if err != nil {
		return ports.CorrectionResult{}, err
	}
	text, err = s.expandMacros(ctx, user, text, book.language, v)
	if err != nil {
		return ports.CorrectionResult{}, err
	}
	entries, err := s.prepared.vocabulary(ctx, user.ID, book.language, v, s.stores.Vocabulary.ListByOwner)
	if err != nil {
		return ports.CorrectionResult{}, err
	}
	result, err := s.writer.Correct(ctx, ports.CorrectionRequest{
		Text: s.leaving(text, book.language), Language: book.language, Vocabulary: entries,
		VocabularyKey: vocabularyKey(user.ID, v, book.language), Prompt: book.choice(correcting),
	})
	if err != nil {
		return ports.CorrectionResult{}, writerFailed(err)
	}
	if len(result.VocabularyHits) > 0 {
		// A lost count must not cost the radiologist the report.
		if err := s.stores.Frequencies.IncrementFrequencies(ctx, user.ID, result.VocabularyHits); err != nil {
			s.logger.WarnContext(ctx, "counting vocabulary use failed", "user_id", user.ID, "error", err)
		}
	}
	return result, nil
}

// expandMacros replaces each spoken "insert NAME" by the text of the macro NAME names: the
// user's own for the language, or else a shared one. The macros' text is plain text and
// reaches the writer as part of the transcript, nothing else. A transcript without such a word
// reads no macro.
func (s *Service) expandMacros(ctx context.Context, user account.User, text, language string, v versions) (string, error) {
	if !macro.MayInsert(text, language) {
		return text, nil
	}
	own, shared, err := s.prepared.macros(ctx, user.ID, v, s.stores.Macros.List)
	if err != nil {
		return "", err
	}
	expanded, inserted := macro.Expand(text, language, macro.ForLanguage(own, shared, language))
	// The transcript's limit holds for what the macros made of it too.
	if inserted > 0 && report.CheckTranscript(expanded) != nil {
		return "", apperr.New(apperr.TooLarge, MsgExpandedTooLong)
	}
	return expanded, nil
}

// versions reads the versions of the user's vocabulary and macros and of the shared macros;
// without a version store none is known and everything is read.
func (s *Service) versions(ctx context.Context, userID string) (versions, error) {
	if s.stores.Versions == nil {
		return versions{}, nil
	}
	own, shared, err := s.stores.Versions.CorrectionVersions(ctx, userID)
	if err != nil {
		return versions{}, err
	}
	return versions{own: own, shared: shared, known: true}, nil
}

// leaving is the text as it may leave the server: with a writer that sends it to another
// service, the patient data the domain detects is replaced by placeholders ("[NAME]"); the
// builtin engine reads it as it is, since nothing leaves.
func (s *Service) leaving(text, language string) string {
	if remote, ok := s.writer.(ports.RemoteWriter); ok && remote.SendsTextOut() {
		return phi.MaskDetected(text, language)
	}
	return text
}

// writerFailed hides the writer's failure from the user, who may simply try again, and keeps
// it for the log; the writers' errors never contain the dictation.
func writerFailed(err error) error {
	return apperr.Wrap(apperr.Unavailable, MsgWriterFailed, err)
}

// reasons joins why the correction's and the action's custom prompts fell back.
func reasons(correction, action string) string {
	switch {
	case correction == "" || correction == action:
		return action
	case action == "":
		return correction
	}
	return correction + " " + action
}
