package profile

import (
	"context"
	"errors"

	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/vocabulary"
	"github.com/radscribe/radscribe/ports"
)

// Vocabulary returns the user's corrections.
func (s *Service) Vocabulary(ctx context.Context, user account.User) ([]vocabulary.Entry, error) {
	return s.stores.Vocabulary.ListByOwner(ctx, user.ID)
}

// AddVocabulary adds a correction, within the limit and without duplicates.
func (s *Service) AddVocabulary(ctx context.Context, user account.User, original, corrected, language string) (vocabulary.Entry, error) {
	id, err := s.ids.NewID()
	if err != nil {
		return vocabulary.Entry{}, err
	}
	e, err := vocabulary.NewEntry(id, user.ID, original, corrected, language, s.clock.Now())
	if err != nil {
		return vocabulary.Entry{}, classify(err, "")
	}
	err = s.stores.Vocabulary.Add(ctx, e, vocabulary.CheckAdd)
	if errors.Is(err, ports.ErrConflict) {
		err = vocabulary.Duplicate(e.OriginalWord)
	}
	if err != nil {
		return vocabulary.Entry{}, classify(err, vocabulary.MsgNotFound)
	}
	return e, nil
}

// DeleteVocabulary removes one of the user's corrections; anyone else's is not found.
func (s *Service) DeleteVocabulary(ctx context.Context, user account.User, id string) error {
	return classify(s.stores.Vocabulary.Delete(ctx, user.ID, id), vocabulary.MsgNotFound)
}
