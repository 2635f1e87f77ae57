package template

import (
	"fmt"
	"strings"
)

// MaxOwn is how many own templates a user may keep.
const MaxOwn = 5

// NameKey is the form of a name that uniqueness compares: trimmed and case-folded.
func NameKey(name string) string { return strings.ToLower(strings.TrimSpace(name)) }

// CheckAdd decides whether a user who has own may add a template named name.
func CheckAdd(own []Template, name string) error {
	if len(own) >= MaxOwn {
		return Conflict(MsgTooMany)
	}
	return checkNameFree(own, "", name)
}

// CheckRename decides whether template id of a user who has own may be named name.
func CheckRename(own []Template, id, name string) error {
	return checkNameFree(own, id, name)
}

func checkNameFree(own []Template, exceptID, name string) error {
	key := NameKey(name)
	for _, t := range own {
		if t.ID != exceptID && NameKey(t.Name) == key {
			return NameTaken(name)
		}
	}
	return nil
}

// NameTaken is the conflict of a name the user already uses.
func NameTaken(name string) Conflict {
	return Conflict(fmt.Sprintf(MsgNameTaken, strings.TrimSpace(name)))
}
