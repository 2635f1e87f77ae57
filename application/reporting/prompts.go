package reporting

import (
	"context"
	"strings"

	"github.com/radscribe/radscribe/application/prompts/defaults"
	"github.com/radscribe/radscribe/domain/lang"
	"github.com/radscribe/radscribe/domain/prompt"
	"github.com/radscribe/radscribe/ports"
)

// action is one step of the pipeline: the name of its admin default prompt and the user's
// custom prompt for it with its use flag.
type action struct {
	defaultName string
	custom      func(prompt.Custom) (string, bool)
}

var (
	correcting = action{prompt.NameCorrection, func(c prompt.Custom) (string, bool) { return c.Correction, c.UseCorrection }}
	formatting = action{prompt.NameReportGenerator, func(c prompt.Custom) (string, bool) { return c.ReportGeneration, c.UseReportGeneration }}
	filling    = action{prompt.NameTemplatePopulation, func(c prompt.Custom) (string, bool) { return c.TemplatePopulation, c.UseTemplatePopulation }}
	generating = action{prompt.NameReportFromScratch, func(c prompt.Custom) (string, bool) { return c.ReportFromScratch, c.UseReportFromScratch }}
)

// promptBook is what one request needs to choose prompts: the admin's and the user's. Only
// the language is set for a writer that follows no prompts, which then gets none.
type promptBook struct {
	admin    []prompt.AI
	custom   prompt.Custom
	language string
	loaded   bool
}

// writerFollowsPrompts reports whether the writer reads prompts (ports.PromptFollower).
func (s *Service) writerFollowsPrompts() bool {
	follower, ok := s.writer.(ports.PromptFollower)
	return !ok || follower.FollowsPrompts()
}

// FollowsPrompts says whether the report engine reads prompts: the built-in engine does not, so
// neither the admins' default prompts nor a user's custom ones change what it writes.
func (s *Service) FollowsPrompts() bool { return s.writerFollowsPrompts() }

// loadPrompts is the prompts for a request in language: the admins' and the user's own.
func (s *Service) loadPrompts(ctx context.Context, prefs ports.UserPreferences, language string) (promptBook, error) {
	admin, err := s.stores.Prompts.List(ctx)
	if err != nil {
		return promptBook{}, err
	}
	return promptBook{admin: admin, custom: prefs.Prompts, language: language, loaded: true}, nil
}

// choice is the prompt for a step: the admin default in the request's language, else in its
// base language (de for de-ch), else the universal one, else the seeded text when an admin
// deleted them all; and the user's custom prompt.
func (b promptBook) choice(a action) ports.PromptChoice {
	if !b.loaded {
		return ports.PromptChoice{}
	}
	custom, use := a.custom(b.custom)
	return ports.PromptChoice{DefaultName: a.defaultName, Default: b.defaultText(a.defaultName), Custom: custom, UseCustom: use}
}

func (b promptBook) defaultText(name string) string {
	for _, language := range append(lang.Lookup(b.language), lang.Universal) {
		for _, p := range b.admin {
			if p.Name == name && strings.EqualFold(p.Language, language) {
				return p.Text
			}
		}
	}
	seeded, err := defaults.All()
	if err != nil {
		return "" // the writer refuses a missing default with an error of its own
	}
	for _, p := range seeded {
		if p.Name == name {
			return p.Text
		}
	}
	return ""
}
