package store

import (
	"context"
	"database/sql"

	"gorm.io/gorm"

	"github.com/radscribe/radscribe/ports"
)

// txKey is the context key of the transaction of Transactor.WithinTx.
type txKey struct{}

// Transactor implements ports.Transactor with a gorm transaction carried in the context.
type Transactor struct{ db *gorm.DB }

// NewTransactor returns the unit of work over db.
func NewTransactor(db *gorm.DB) *Transactor { return &Transactor{db: db} }

// WithinTx runs fn in a transaction that the repositories taking part find in fn's context.
func (t *Transactor) WithinTx(ctx context.Context, fn func(ctx context.Context) error) error {
	return t.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		return fn(context.WithValue(ctx, txKey{}, tx))
	})
}

// conn is what a repository taking part in Transactor.WithinTx queries: the transaction in
// ctx when there is one, otherwise the pool.
func conn(ctx context.Context, db *gorm.DB) *gorm.DB {
	if tx, ok := ctx.Value(txKey{}).(*gorm.DB); ok {
		return tx.WithContext(ctx)
	}
	return db.WithContext(ctx)
}

// SQLTx returns the database/sql transaction of Transactor.WithinTx in ctx, for the job queue
// to insert its jobs in it.
func SQLTx(ctx context.Context) (*sql.Tx, bool) {
	tx, ok := ctx.Value(txKey{}).(*gorm.DB)
	if !ok {
		return nil, false
	}
	pool := tx.Statement.ConnPool
	// With prepared statements (SQLite, open.go) gorm wraps the transaction.
	if prepared, isPrepared := pool.(*gorm.PreparedStmtTX); isPrepared {
		pool = prepared.Tx
	}
	sqlTx, ok := pool.(*sql.Tx)
	return sqlTx, ok
}

var _ ports.Transactor = (*Transactor)(nil)
