package templates

import (
	"context"
	"fmt"

	"github.com/radscribe/radscribe/application/templates/library"
	"github.com/radscribe/radscribe/domain/template"
)

// seedKeyPrefix namespaces template keys in the record of seeded defaults.
const seedKeyPrefix = "template:"

// Seed makes sure every library template was stored once: a template is added the first time
// its key is seen and never again, so an admin's edits and deletions stand. It returns how
// many templates were added. A library template that breaks a rule is an error, since the
// library ships with the binary.
func (s *Service) Seed(ctx context.Context, entries []library.Template) (int, error) {
	added := 0
	for _, e := range entries {
		id, err := s.ids.NewID()
		if err != nil {
			return added, err
		}
		d := template.Draft{Name: e.Name, Type: e.Type, Modality: e.Modality, Language: e.Language, HTML: s.sanitizer.Sanitize(e.HTML)}
		t, err := template.NewMaster(id, d, s.clock.Now())
		if err != nil {
			return added, fmt.Errorf("library template %q: %w", e.Key, err)
		}
		stored, err := s.masters.Seed(ctx, seedKeyPrefix+e.Key, t)
		if stored || err != nil {
			s.changedMasters()
		}
		if err != nil {
			return added, fmt.Errorf("seeding template %q: %w", e.Key, err)
		}
		if stored {
			added++
		}
	}
	return added, nil
}
