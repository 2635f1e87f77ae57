package profile

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/prompt"
)

// SavedPrompts returns the user's saved prompts of one type, newest first.
func (s *Service) SavedPrompts(ctx context.Context, user account.User, promptType string) ([]prompt.Saved, error) {
	t, err := prompt.ParseHistoryType(promptType)
	if err != nil {
		return nil, classify(err, "")
	}
	return s.stores.History.List(ctx, user.ID, t)
}

// SavePrompt keeps a version of a prompt, at most five per type.
func (s *Service) SavePrompt(ctx context.Context, user account.User, promptType, name, text string) (prompt.Saved, error) {
	id, err := s.ids.NewID()
	if err != nil {
		return prompt.Saved{}, err
	}
	saved, err := prompt.NewSaved(id, user.ID, prompt.HistoryType(promptType), name, text, s.clock.Now())
	if err != nil {
		return prompt.Saved{}, classify(err, "")
	}
	if err := s.stores.History.Add(ctx, saved, prompt.CheckSave); err != nil {
		return prompt.Saved{}, classify(err, prompt.MsgSavedPromptMissing)
	}
	return saved, nil
}

// DeleteSavedPrompt removes one of the user's saved prompts; anyone else's is not found.
func (s *Service) DeleteSavedPrompt(ctx context.Context, user account.User, id string) error {
	return classify(s.stores.History.Delete(ctx, user.ID, id), prompt.MsgSavedPromptMissing)
}

// SavedPromptsFile is every saved prompt of one type as a plain-text document.
type SavedPromptsFile struct {
	Name    string
	Content string
}

// DownloadSavedPrompts renders the user's saved prompts of one type as a text file, each
// under its name as a heading, newest first.
func (s *Service) DownloadSavedPrompts(ctx context.Context, user account.User, promptType string) (SavedPromptsFile, error) {
	saved, err := s.SavedPrompts(ctx, user, promptType)
	if err != nil {
		return SavedPromptsFile{}, err
	}
	var b strings.Builder
	title := prompt.HistoryType(promptType).Title()
	fmt.Fprintf(&b, "%s\n%s\n", title, strings.Repeat("=", len(title)))
	if len(saved) == 0 {
		b.WriteString("\nNo saved prompts.\n")
	}
	for _, p := range saved {
		fmt.Fprintf(&b, "\n%s\n%s\nSaved %s\n\n%s\n", p.Name, strings.Repeat("-", len([]rune(p.Name))), p.CreatedAt.UTC().Format(time.RFC3339), strings.TrimSpace(p.Text))
	}
	return SavedPromptsFile{Name: "radscribe-" + strings.ReplaceAll(promptType, "_", "-") + "-prompts.txt", Content: b.String()}, nil
}
