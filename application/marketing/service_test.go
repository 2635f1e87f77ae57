package marketing_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/application/marketing"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
	"github.com/radscribe/radscribe/ports/portstest"
)

// fakeSync is a marketing service in memory; refuse makes it refuse an address as Brevo does.
type fakeSync struct {
	mu       sync.Mutex
	contacts map[string]ports.Contact
	lists    []ports.ContactList
	refuse   map[string]bool
	down     bool
}

func newFakeSync() *fakeSync {
	return &fakeSync{contacts: map[string]ports.Contact{}, refuse: map[string]bool{}}
}

func (f *fakeSync) Lists(context.Context) ([]ports.ContactList, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.down {
		return nil, ports.ErrContactSyncUnavailable
	}
	return f.lists, nil
}

func (f *fakeSync) CreateList(_ context.Context, name string) (ports.ContactList, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	list := ports.ContactList{ID: int64(len(f.lists) + 2), Name: name}
	f.lists = append(f.lists, list)
	return list, nil
}

func (f *fakeSync) Upsert(_ context.Context, c ports.Contact) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.refuse[c.Email] {
		return &ports.ContactServiceError{Status: 400, Code: "invalid_parameter", Message: "Invalid email address"}
	}
	f.contacts[c.Email] = c
	return nil
}

func (f *fakeSync) Remove(_ context.Context, email string) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if _, ok := f.contacts[email]; !ok {
		return ports.ErrNotFound
	}
	delete(f.contacts, email)
	return nil
}

func (f *fakeSync) Contact(_ context.Context, email string) ([]byte, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if _, ok := f.contacts[email]; !ok {
		return nil, ports.ErrNotFound
	}
	return []byte(`{"email":"` + email + `"}`), nil
}

type paymentsOff struct{}

func (paymentsOff) PaymentsEnabled() bool { return false }

type fixture struct {
	service *marketing.Service
	sync    *fakeSync
	memory  *portstest.Memory
	jobs    *portstest.Jobs
	admin   account.User
	user    account.User
}

func newFixture(t *testing.T, configured bool) *fixture {
	t.Helper()
	f := &fixture{sync: newFakeSync(), memory: portstest.NewMemory(), jobs: portstest.NewJobs()}
	var contactSync ports.ContactSync
	if configured {
		contactSync = f.sync
	}
	f.service = marketing.NewService(marketing.Deps{
		Sync: contactSync, Users: f.memory.Analytics, Payments: paymentsOff{}, Runs: portstest.NewContactSyncRuns(),
		Jobs: f.jobs, Waiter: &portstest.Waits{}, Clock: portstest.FixedClock{Time: portstest.Now}, IDs: &portstest.SequentialIDs{},
	}, marketing.Settings{DefaultListIDs: []int64{5}}, slog.New(slog.NewTextHandler(io.Discard, nil)))
	portstest.Handle(f.jobs, f.service.RunSyncAll)
	portstest.Handle(f.jobs, f.service.RunSyncContact)
	ctx := context.Background()
	f.admin = account.User{ID: "admin", Email: "chief@klinik.de", FirstName: "Chief", Role: account.RoleAdmin, AuthProvider: account.ProviderEmail, CreatedAt: portstest.Now}
	f.user = account.User{ID: "anna", Email: "anna@klinik.de", FirstName: "Anna", LastName: "Berg", Role: account.RoleUser, AuthProvider: account.ProviderEmail, CreatedAt: portstest.Now}
	require.NoError(t, f.memory.Users.Create(ctx, f.admin))
	require.NoError(t, f.memory.Users.Create(ctx, f.user))
	f.memory.Recordings.Add(portstest.Recording{ID: "r1", OwnerID: "anna", Language: "en", Duration: 90 * time.Second})
	f.memory.Recordings.Add(portstest.Recording{ID: "r2", OwnerID: "anna", Language: "de", Duration: 60 * time.Second})
	return f
}

func kindOf(t *testing.T, err error) apperr.Kind {
	t.Helper()
	require.Error(t, err)
	return apperr.KindOf(err)
}

func TestEveryUseCaseIsForAdminsOnly(t *testing.T) {
	f := newFixture(t, true)
	ctx := context.Background()
	_, err := f.service.Lists(ctx, f.user)
	assert.Equal(t, apperr.Forbidden, kindOf(t, err))
	_, err = f.service.CreateList(ctx, f.user, "x")
	assert.Equal(t, apperr.Forbidden, kindOf(t, err))
	_, err = f.service.StartSyncAll(ctx, f.user, nil)
	assert.Equal(t, apperr.Forbidden, kindOf(t, err))
	assert.Equal(t, apperr.Forbidden, kindOf(t, f.service.SyncUser(ctx, f.user, "anna", nil)))
	assert.Equal(t, apperr.Forbidden, kindOf(t, f.service.RemoveUser(ctx, f.user, "anna@klinik.de")))
	_, err = f.service.Contact(ctx, f.user, "anna@klinik.de")
	assert.Equal(t, apperr.Forbidden, kindOf(t, err))
}

func TestWithoutAServiceEveryUseCaseSaysSoAndJobsDoNothing(t *testing.T) {
	f := newFixture(t, false)
	ctx := context.Background()
	assert.False(t, f.service.Enabled())
	_, err := f.service.Lists(ctx, f.admin)
	assert.Equal(t, apperr.Unavailable, kindOf(t, err))
	assert.EqualError(t, err, marketing.MsgNotConfigured)
	assert.NoError(t, f.service.RunSyncContact(ctx, marketing.SyncContact{UserID: "anna"}))
	assert.NoError(t, f.service.RunSyncUsageTotals(ctx, marketing.SyncUsageTotals{}))
	assert.Empty(t, f.sync.contacts)
}

func TestCreateListTrimsAndRequiresAName(t *testing.T) {
	f := newFixture(t, true)
	ctx := context.Background()
	_, err := f.service.CreateList(ctx, f.admin, "   ")
	assert.EqualError(t, err, marketing.MsgListNameRequired)
	list, err := f.service.CreateList(ctx, f.admin, "  Radiologists ")
	require.NoError(t, err)
	assert.Equal(t, "Radiologists", list.Name)
	lists, err := f.service.Lists(ctx, f.admin)
	require.NoError(t, err)
	assert.Len(t, lists, 1)
}

func TestSyncAllRunsAsAJobAndCountsProgress(t *testing.T) {
	f := newFixture(t, true)
	ctx := context.Background()
	f.sync.refuse["chief@klinik.de"] = true

	run, err := f.service.StartSyncAll(ctx, f.admin, []int64{7})
	require.NoError(t, err)
	run, err = f.service.AwaitRun(ctx, f.admin, run.ID, 25*time.Second)
	require.NoError(t, err)

	require.NotNil(t, run.FinishedAt)
	assert.Equal(t, 2, run.Total)
	assert.Equal(t, 2, run.Done)
	assert.Equal(t, 1, run.Successful)
	assert.Equal(t, 1, run.Failed)
	assert.Equal(t, "chief@klinik.de: Brevo: Invalid email address", run.LastError)
	assert.Equal(t, ports.Contact{Email: "anna@klinik.de", FirstName: "Anna", LastName: "Berg", SubscriptionStatus: "active",
		Recordings: 2, TotalMinutes: 3, ListIDs: []int64{7}}, f.sync.contacts["anna@klinik.de"])

	again := f.service.RunSyncAll(ctx, marketing.SyncAllContacts{RunID: run.ID})
	assert.NoError(t, again, "a finished run is not synced twice")
	_, err = f.service.SyncRun(ctx, f.admin, "unknown")
	assert.Equal(t, apperr.NotFound, kindOf(t, err))
}

func TestAwaitRunGivesUpAfterTheWaitAndReportsProgress(t *testing.T) {
	f := newFixture(t, true)
	ctx := context.Background()
	queued := portstest.NewJobs() // no handler: the job waits
	service := marketing.NewService(marketing.Deps{Sync: f.sync, Users: f.memory.Analytics, Payments: paymentsOff{},
		Runs: portstest.NewContactSyncRuns(), Jobs: queued, Waiter: &portstest.Waits{}, Clock: portstest.FixedClock{Time: portstest.Now},
		IDs: &portstest.SequentialIDs{}}, marketing.Settings{}, slog.New(slog.NewTextHandler(io.Discard, nil)))

	run, err := service.StartSyncAll(ctx, f.admin, nil)
	require.NoError(t, err)
	run, err = service.AwaitRun(ctx, f.admin, run.ID, time.Second)
	require.NoError(t, err)
	assert.Nil(t, run.FinishedAt)
	assert.Equal(t, 2, run.Total)
	assert.Equal(t, []ports.Job{marketing.SyncAllContacts{RunID: run.ID}}, queued.Queued())
}

func TestSyncUserRemoveAndContact(t *testing.T) {
	f := newFixture(t, true)
	ctx := context.Background()

	require.NoError(t, f.service.SyncUser(ctx, f.admin, "anna", nil))
	assert.Equal(t, []int64{5}, f.sync.contacts["anna@klinik.de"].ListIDs, "the default lists")
	assert.Equal(t, apperr.NotFound, kindOf(t, f.service.SyncUser(ctx, f.admin, "nobody", nil)))
	assert.Equal(t, apperr.Invalid, kindOf(t, f.service.SyncUser(ctx, f.admin, "anna", []int64{0})))

	raw, err := f.service.Contact(ctx, f.admin, " anna@klinik.de ")
	require.NoError(t, err)
	assert.JSONEq(t, `{"email":"anna@klinik.de"}`, string(raw))

	require.NoError(t, f.service.RemoveUser(ctx, f.admin, "anna@klinik.de"))
	err = f.service.RemoveUser(ctx, f.admin, "anna@klinik.de")
	assert.Equal(t, apperr.NotFound, kindOf(t, err))
	assert.EqualError(t, errors.Unwrap(err), ports.ErrNotFound.Error())
	_, err = f.service.Contact(ctx, f.admin, "  ")
	assert.EqualError(t, err, marketing.MsgEmailRequired)
}

func TestAnUnreachableServiceIsUnavailable(t *testing.T) {
	f := newFixture(t, true)
	f.sync.down = true
	_, err := f.service.Lists(context.Background(), f.admin)
	assert.Equal(t, apperr.Unavailable, kindOf(t, err))
	assert.EqualError(t, err, marketing.MsgUnavailable+": "+ports.ErrContactSyncUnavailable.Error())
}

func TestAutomaticJobsSyncToTheDefaultLists(t *testing.T) {
	f := newFixture(t, true)
	ctx := context.Background()
	require.NoError(t, f.service.RunSyncContact(ctx, marketing.SyncContact{UserID: "anna"}))
	assert.Equal(t, []int64{5}, f.sync.contacts["anna@klinik.de"].ListIDs)

	f.sync.refuse["anna@klinik.de"] = true
	err := f.service.RunSyncContact(ctx, marketing.SyncContact{UserID: "anna"})
	assert.ErrorIs(t, err, ports.ErrJobPointless, "a refusal is not retried")

	require.NoError(t, f.service.RunSyncUsageTotals(ctx, marketing.SyncUsageTotals{}), "one refusal does not fail the daily job")
	assert.Contains(t, f.sync.contacts, "chief@klinik.de")
}
