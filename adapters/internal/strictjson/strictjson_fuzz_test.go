package strictjson

import (
	"bytes"
	"encoding/json"
	"testing"
	"time"
)

// Request shapes like the HTTP adapter's: strings; a time, a number and a bool; a list.
type (
	registration struct {
		Email     string `json:"email"`
		Password  string `json:"password"`
		FirstName string `json:"firstName"`
	}
	recording struct {
		Language  string     `json:"language"`
		StartTime *time.Time `json:"startTime"`
		Duration  float64    `json:"duration"`
		Used      bool       `json:"templateUsed"`
	}
	listIDs struct {
		ListIDs []int64 `json:"listIds"`
	}
)

var shapes = []func() any{
	func() any { return &registration{} },
	func() any { return &recording{} },
	func() any { return &listIDs{} },
}

// FuzzDecode: a body is accepted exactly when it is one JSON value of the shape with nothing
// but white space around it, which is what json.Unmarshal accepts, and it reads the same value.
func FuzzDecode(f *testing.F) {
	for _, body := range []string{
		`{"email":"anna@example.com","password":"correct horse","firstName":"Anna"}`,
		`{"email":"anna@example.com"} garbage`,
		`{"email":"anna@example.com"}{"email":"eve@example.com"}`,
		` {"email":"a@b.c","role":"admin","unknown":{"deep":[1,2,3]}} ` + "\n\t",
		`{"language":"en","startTime":"2026-11-22T09:30:00+02:00","duration":12.5,"templateUsed":true}`,
		`{"startTime":"not a time","duration":"12"}`,
		`{"listIds":[1,2,9223372036854775807]}`,
		`{"listIds":[1e400]}`,
		`{"firstName":"\u0000\u202e\ud800"}`,
		"{\"firstName\":\"\xff\"}",
		`{} ]`, `{},`, `null`, `[]`, `""`, ``, `{`, `}`, `{"email":1}`,
	} {
		for i := range shapes {
			f.Add(uint8(i), []byte(body))
		}
	}
	f.Fuzz(func(t *testing.T, shape uint8, body []byte) {
		fresh := shapes[int(shape)%len(shapes)]
		got, want := fresh(), fresh()
		err := Decode(bytes.NewReader(body), got)
		wantErr := json.Unmarshal(body, want)
		if (err == nil) != (wantErr == nil) {
			t.Fatalf("Decode(%q) = %v, json.Unmarshal = %v", body, err, wantErr)
		}
		if err != nil {
			return
		}
		if gotJSON, wantJSON := canonical(t, got), canonical(t, want); gotJSON != wantJSON {
			t.Fatalf("Decode(%q) read %s, json.Unmarshal %s", body, gotJSON, wantJSON)
		}
	})
}

// canonical is value as encoding/json writes it, to compare values whatever their time zones'
// pointers.
func canonical(t *testing.T, value any) string {
	t.Helper()
	raw, err := json.Marshal(value)
	if err != nil {
		t.Fatal(err)
	}
	return string(raw)
}
